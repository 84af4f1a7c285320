import { createContext, useContext } from 'react';

/** The CSP nonce of the current server render (empty in the browser, where it is not needed). */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);

/** The site's stylesheet as text, inlined by server renders of pages that load no JavaScript. */
export const InlineStyleContext = createContext<string | undefined>(undefined);
export const useInlineStyle = () => useContext(InlineStyleContext);

import { createContext, useContext } from 'react';

/** The CSP nonce of the current server render (empty in the browser, where it is not needed). */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);

/** The stylesheets of the page's routes, read from the build: inlined in a page that ships no JavaScript (app/shell/static-page.tsx). */
export const InlineStylesheetContext = createContext<string | undefined>(undefined);

import { createContext, useContext } from 'react';

/** The CSP nonce of the current server render (empty in the browser, where it is not needed). */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);

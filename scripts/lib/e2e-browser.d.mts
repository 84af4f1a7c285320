/** The browser the e2e tests drive (e2e-browser.mjs). */
export declare function e2eBrowser(): string;

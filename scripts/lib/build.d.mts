export declare const root: string;
export declare function build(options?: { quiet?: boolean }): void;
export declare function buildIsStale(): boolean;
export declare function buildIfNeeded(options?: { quiet?: boolean; message?: string }): void;

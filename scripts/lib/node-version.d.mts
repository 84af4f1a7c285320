export declare function wantedNode(): string;
export declare function nodeVersionProblem(version?: string): string | null;

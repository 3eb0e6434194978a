export declare const MAX_SUBJECT: number;
export declare function cleanMessage(text: string): string[];
export declare function messageProblems(text: string): string[];

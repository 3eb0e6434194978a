export declare const ARCHITECTURE: string;
export declare const BEGIN: string;
export declare const END: string;
export declare function layersTable(
  layers?: Record<string, { imports: string[]; packages: string[] }>,
  reasons?: Record<string, string>,
): string;
export declare function tableInDoc(markdown: string): string | undefined;
export declare function withTable(markdown: string, table?: string): string;

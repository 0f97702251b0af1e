export function bundleForNode(entryPoints: Record<string, string>, outdir: string): Promise<void>;

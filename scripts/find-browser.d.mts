// Types of find-browser.mjs, for the TypeScript files that import it (e2e/playwright.config.ts).
export interface FoundBrowser {
  executablePath: string;
  args: string[];
  source: string;
  label: string;
}
export interface Lookups {
  env?: Record<string, string | undefined>;
  platform?: string;
  arch?: string;
  home?: string;
  exists?: (file: string) => boolean;
  listDir?: (dir: string) => string[];
  packaged?: () => Promise<{ executablePath: string; args: string[] }>;
}
export const NOT_FOUND_MESSAGE: string;
export function findBrowser(lookups?: Lookups): Promise<FoundBrowser>;

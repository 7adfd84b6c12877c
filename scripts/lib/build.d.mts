export const root: string;
export function inputsFingerprint(): string;
export function isBuildFresh(fingerprint?: string): boolean;
/** Builds unless the last build is still current (or `force`). Returns whether it built. */
export function ensureBuild(options?: { force?: boolean; quiet?: boolean }): Promise<boolean>;

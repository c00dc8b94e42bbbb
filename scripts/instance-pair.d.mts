/** Types of scripts/instance-pair.mjs for the e2e specs. */
export function startInstancePair(options: { ports: [number, number]; env?: Record<string, string>; log?: (line: string) => void }): Promise<{ urls: [string, string]; redisUrl: string; stop: () => Promise<void> }>;

export const MOCK_GITHUB_PORT: number;
export const MOCK_GITHUB_URL: string;
export const MOCK_CLIENT_ID: string;
export const MOCK_CLIENT_SECRET: string;
export interface MockLog {
  authorize: Record<string, string>[];
  exchanges: { code: string; answer: { access_token?: string; error?: string } }[];
  api: { method: string; path: string; authorization: string }[];
}
export function startMockGitHubOAuth(port?: number): Promise<{ url: string; log: MockLog; stop(): Promise<void> }>;

/** A repository on the code host, and its key in the star counts ("owner/repo"). */
export interface RepoRef {
  owner: string;
  repo: string;
}

export type StarCounts = Record<string, number>;

export const repoKey = ({ owner, repo }: RepoRef): string => `${owner}/${repo}`;

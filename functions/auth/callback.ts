import { finishSignIn, type AuthEnv } from "../../src/lib/auth/github-oauth";

/** GET /auth/callback: GitHub's OAuth App sends the pop-up back here (see src/lib/auth/github-oauth.ts). */
export const onRequestGet: PagesFunction<AuthEnv> = ({ request, env }) => finishSignIn(request, env);

import { startSignIn, type AuthEnv } from "../../src/lib/auth/github-oauth";

/** GET /auth?provider=github: where Decap's sign-in pop-up starts (see src/lib/auth/github-oauth.ts). */
export const onRequestGet: PagesFunction<AuthEnv> = ({ request, env }) => startSignIn(request, env);

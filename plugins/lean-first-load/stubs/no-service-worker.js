// Stands in for Gatsby's .cache/register-service-worker.js (see module-stubs.ts), which production-app.js requires
// only when a plugin's registerServiceWorker API returns true: no plugin of this site does. Should one ever do so,
// this says so loudly instead of leaving the site without the service worker it asked for.
throw new Error(
  "A plugin registers a service worker, but plugins/lean-first-load stubs Gatsby's registration: remove its " +
    '"service-worker registration" entry (module-stubs.ts) to use one.',
);

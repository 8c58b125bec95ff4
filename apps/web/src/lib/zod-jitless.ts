// Zod compiles fast object parsers with `new Function`, which the content security policy
// (script-src without 'unsafe-eval') forbids: the browser then reports a violation on every
// page that parses. Zod reads this setting when it first loads and when it builds a schema, so
// main.tsx imports this module before anything else. (No zod import here: home loads no zod.)
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};

/**
 * The app's entry is one module graph: evaluated in one go, it is one long task (~250 ms at 4x CPU
 * throttling on a phone-sized load of /shop), in which the painted page cannot answer a tap (issue 14).
 * main.tsx imports a pause module at a few places in its import order; each awaits the next browser task
 * at the top level, so what main.tsx imports after it is evaluated in a later task. The pauses sit after
 * the biggest parts: the framework, RTK Query (~100 ms of it), the store with the app's API, and antd with
 * the providers.
 */
export const nextTask = () => new Promise<void>((resume) => setTimeout(resume));

// The entry's evaluation goes on in a later task (next-task.ts).
import { nextTask } from './next-task.js';

await nextTask();

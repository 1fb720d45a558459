// Entry point of each worker process of the heavy-work pool (see heavyWork.ts).
import { runHeavyTask } from './heavyTasks.js';
import { serveWorkerTasks } from './workerProcess.js';

serveWorkerTasks(runHeavyTask);

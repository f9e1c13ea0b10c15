// The schedule worker's entry: the worker itself is TypeScript, imported through tsx's loader
// scoped to this import (a worker does not take `--import` loaders from its options).
import { tsImport } from 'tsx/esm/api';

await tsImport('./schedule.worker.ts', import.meta.url);

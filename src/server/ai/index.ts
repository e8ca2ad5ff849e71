// What the ai area offers the other areas; everything else in this folder is its own (import-rules.test.ts).
export type { AiCaller, AiService } from './ai-service';
export type { CategoryMemory } from './category-memory.repo';

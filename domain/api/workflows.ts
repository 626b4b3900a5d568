import { z } from "zod";

/** `GET /master/workflow/search?query=`: the anchor settings' workflow select, by name (contains). */
export const workflowSearchQuerySchema = z.object({
  query: z.string().trim().max(100, "Query cannot be more than 100 characters").default(""),
});

/** One option of the workflow select: the workflow's id and its name. */
export const workflowOptionSchema = z.object({ value: z.string(), label: z.string() });
export type WorkflowOption = z.infer<typeof workflowOptionSchema>;

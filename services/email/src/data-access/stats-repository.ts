import type { Database } from '@aiapp/kit';

export interface ToolCaptureCount {
  toolUsed: string;
  captures: number;
}

/** How many captures each tool has: one row per tool that has any. */
export async function countCapturesByTool(db: Database): Promise<ToolCaptureCount[]> {
  const rows = await db.query<{ tool_used: string; captures: string }>(
    `SELECT tool_used, count(*) AS captures FROM captures GROUP BY tool_used`,
  );
  // count(*) is a bigint, which node-postgres hands over as a string.
  return rows.map((row) => ({ toolUsed: row.tool_used, captures: Number(row.captures) }));
}

/** The file name of a Content-Disposition header ('attachment; filename="halfwise-2026-11-23.json"'). */
export function fileNameOf(header: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(header ?? '') ?? /filename=([^;]+)/.exec(header ?? '');
  return match?.[1]?.trim() || fallback;
}

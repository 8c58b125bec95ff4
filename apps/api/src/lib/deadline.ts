/**
 * `work`'s answer, or null when it has not come within `ms` (the work itself goes on; its late
 * answer is dropped). For what a page can do without rather than wait for.
 */
export async function beforeDeadline<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

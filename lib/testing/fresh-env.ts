/**
 * TESTS ONLY: the environment is read once per process (env(), dbEnv(), the editor's settings), so
 * a test of another setting loads the modules afresh under it. `vars` are set (undefined: unset)
 * for `load`, which imports and reads what it needs; the environment is put back after.
 */
export async function withFreshEnv<T>(vars: Record<string, string | undefined>, load: () => T | Promise<T>): Promise<T> {
  const saved = { ...process.env };
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    let result!: T;
    await jest.isolateModulesAsync(async () => {
      result = await load();
    });
    return result;
  } finally {
    process.env = saved;
  }
}

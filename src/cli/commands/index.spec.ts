import { COMMANDS, loadAllCommands, loadCommand } from '.';

describe('the command index', () => {
  it('loads, under each name, the command of that name', () => {
    for (const [name] of COMMANDS) expect(loadCommand(name)?.name).toBe(name);
  });

  it('lists every command once, and nothing for an unknown name', () => {
    const names = loadAllCommands().map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(COMMANDS.map(([name]) => name));
    expect(loadCommand('no-such-command')).toBeUndefined();
  });
});

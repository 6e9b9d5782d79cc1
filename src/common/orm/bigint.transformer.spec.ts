import { BIGINT } from './bigint.transformer';

describe('BIGINT column transformer', () => {
  it('reads int8 text as an exact BigInt, the largest instant included', () => {
    expect(BIGINT.from('9223372036854775807')).toBe(9223372036854775807n);
    expect(BIGINT.from('-1')).toBe(-1n);
    expect(BIGINT.from(null)).toBeNull();
  });

  it('writes a BigInt as its decimal text and passes anything else through', () => {
    expect(BIGINT.to(1_700_000_000_000_000_001n)).toBe('1700000000000000001');
    expect(BIGINT.to(null)).toBeNull();
    expect(BIGINT.to(undefined)).toBeUndefined();
  });
});

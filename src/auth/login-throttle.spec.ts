import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('throttles after 10 failures per email or per address, and never loopback', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < 9; i++) throttle.fail('a@example.com', '203.0.113.5');
    expect(throttle.retryAfterSeconds('a@example.com', '203.0.113.5')).toBe(0);
    throttle.fail('a@example.com', '203.0.113.5');
    expect(throttle.retryAfterSeconds('a@example.com', '203.0.113.5')).toBeGreaterThan(0);
    // per email: another address trying the same email is throttled too
    expect(throttle.retryAfterSeconds('A@Example.com', '198.51.100.7')).toBeGreaterThan(0);
    // per address: the same address trying another email is throttled too
    expect(throttle.retryAfterSeconds('b@example.com', '203.0.113.5')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('c@example.com', '198.51.100.7')).toBe(0);
    for (let i = 0; i < 20; i++) throttle.fail('d@example.com', '127.0.0.1');
    expect(throttle.retryAfterSeconds('e@example.com', '127.0.0.1')).toBe(0);
    expect(throttle.retryAfterSeconds('e@example.com', '::ffff:127.0.0.1')).toBe(0);
  });
});

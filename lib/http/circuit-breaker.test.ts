import { CircuitBreaker } from './circuit-breaker';

function breaker(threshold = 3, coolDownMs = 1000) {
  let time = 0;
  const subject = new CircuitBreaker({ threshold, coolDownMs, now: () => time });
  return { subject, advance: (ms: number) => (time += ms) };
}

describe('CircuitBreaker', () => {
  it('stays closed below the threshold and counts only consecutive failures', () => {
    const { subject } = breaker(3);
    subject.fail();
    subject.fail();
    subject.succeed();
    subject.fail();
    subject.fail();
    expect(subject.state).toBe('closed');
    expect(subject.tryAcquire()).toBe(true);
  });

  it('opens after the threshold and fails fast during the cool-down', () => {
    const { subject, advance } = breaker(3, 1000);
    for (let i = 0; i < 3; i++) subject.fail();
    expect(subject.state).toBe('open');
    expect(subject.tryAcquire()).toBe(false);
    advance(400);
    expect(subject.tryAcquire()).toBe(false);
    expect(subject.retryAfterMs()).toBe(600);
  });

  it('lets exactly one probe through when half-open, and closes when it succeeds', () => {
    const { subject, advance } = breaker(2, 1000);
    subject.fail();
    subject.fail();
    advance(1000);
    expect(subject.state).toBe('half-open');
    expect(subject.tryAcquire()).toBe(true);
    expect(subject.tryAcquire()).toBe(false);
    subject.succeed();
    expect(subject.state).toBe('closed');
    expect(subject.tryAcquire()).toBe(true);
  });

  it('reopens for a full cool-down when the probe fails', () => {
    const { subject, advance } = breaker(2, 1000);
    subject.fail();
    subject.fail();
    advance(1500);
    expect(subject.tryAcquire()).toBe(true);
    subject.fail();
    expect(subject.state).toBe('open');
    advance(999);
    expect(subject.tryAcquire()).toBe(false);
    advance(1);
    expect(subject.tryAcquire()).toBe(true);
  });

  it('a released probe lets the next call probe instead', () => {
    const { subject, advance } = breaker(1, 100);
    subject.fail();
    advance(100);
    expect(subject.tryAcquire()).toBe(true);
    subject.release();
    expect(subject.state).toBe('half-open');
    expect(subject.tryAcquire()).toBe(true);
  });
});

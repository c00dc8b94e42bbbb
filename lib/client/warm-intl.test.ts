import { warmNumberFormat } from './warm-intl';

describe('warmNumberFormat', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('makes a number format for the locale in a task of its own, not at once', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    warmNumberFormat('zh');
    expect(made).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(made).toHaveBeenCalledWith('zh');
  });

  it('does nothing once cancelled (an unmounted page)', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    warmNumberFormat('en')();
    jest.runAllTimers();
    expect(made).not.toHaveBeenCalled();
  });
});

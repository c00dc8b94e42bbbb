/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { FormFailure } from './form-failure';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('FormFailure', () => {
  it('shows a failed save and brings it into view each time one appears, nothing without one', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () => root.render(<FormFailure message="" />));
    expect(host.textContent).toBe('');
    await act(async () => root.render(<FormFailure message="订单 NOPE123 不存在" />));
    expect(host.querySelector('[data-testid="dialog-error"]')?.textContent).toBe('订单 NOPE123 不存在');
    expect(scrolled).toHaveBeenCalledTimes(1);
    await act(async () => root.render(<FormFailure message="" />));
    await act(async () => root.render(<FormFailure message="订单 NOPE123 不存在" />));
    expect(scrolled).toHaveBeenCalledTimes(2);
    await act(async () => root.unmount());
  });
});

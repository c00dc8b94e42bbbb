/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The icon set's module body runs when its import is asked for: that moment is what the test watches.
const iconSetRequested = jest.fn();
jest.mock('./menu-icons', () => {
  iconSetRequested();
  const Named = () => <svg data-testid="named-icon" />;
  return { menuIcon: () => Named };
});

const nextTask = () => act(() => new Promise<void>((done) => setTimeout(done, 0)));

describe('MenuIcon', () => {
  it('shows the default icon first and asks for the icon set from a task of its own, not inside the effects', async () => {
    const { MenuIcon } = await import('./menu-icon');
    document.body.innerHTML = '<div id="root"></div>';
    // A synchronous act: it runs the effects and returns, where an async one also waits a task, in which the
    // icon set's timer may already have fired on a busy machine.
    act(() =>
      createRoot(document.getElementById('root')!).render(
        <>
          <MenuIcon name="home" />
          <MenuIcon name="user" />
        </>,
      ),
    );
    expect(document.querySelectorAll('[data-testid="ListAltIcon"]')).toHaveLength(2);
    expect(iconSetRequested).not.toHaveBeenCalled();

    await nextTask();
    await act(async () => undefined); // the import's promise, then the transition that shows the icons
    expect(iconSetRequested).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('[data-testid="named-icon"]')).toHaveLength(2);
  });
});

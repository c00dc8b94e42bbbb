/** @jest-environment jsdom */
import { keepFocusThroughBusy } from './keep-focus-through-busy';

// jsdom runs no focus fixup (a disabled control keeps the focus there): `lose` ends as Chromium does when a focused
// control becomes disabled, with the focus on the page and a focusout from the disabled control to nowhere.
function lose(button: HTMLButtonElement) {
  button.blur();
  button.disabled = true;
  button.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepFocusThroughBusy', () => {
  let stop: () => void;
  let dialog: HTMLDivElement;
  let save: HTMLButtonElement;
  let field: HTMLInputElement;
  beforeEach(() => {
    document.body.innerHTML = '<div tabindex="-1" role="dialog"><input name="f"><button>保存</button></div><button id="other">x</button>';
    dialog = document.querySelector('[role="dialog"]')!;
    save = dialog.querySelector('button')!;
    field = dialog.querySelector('input')!;
    stop = keepFocusThroughBusy(document);
    save.focus();
  });
  afterEach(() => stop());

  it('gives the focus back to a busy button once it is enabled again', async () => {
    lose(save);
    expect(document.activeElement).toBe(document.body);
    save.disabled = false;
    await settle();
    expect(document.activeElement).toBe(save);
  });

  it('takes it back from the dialog that caught it meanwhile (a focus trap)', async () => {
    lose(save);
    dialog.focus();
    save.disabled = false;
    await settle();
    expect(document.activeElement).toBe(save);
  });

  it('leaves the focus where the user or the app put it meanwhile', async () => {
    lose(save);
    field.focus();
    save.disabled = false;
    await settle();
    expect(document.activeElement).toBe(field);
  });

  it('lets go of a button disabled for longer than it waits', async () => {
    stop();
    stop = keepFocusThroughBusy(document, 10);
    save.focus();
    lose(save);
    await new Promise((resolve) => setTimeout(resolve, 30));
    save.disabled = false;
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('ignores focus leaving an enabled control for nowhere (the window lost the focus)', async () => {
    save.blur();
    save.disabled = true;
    save.disabled = false;
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});

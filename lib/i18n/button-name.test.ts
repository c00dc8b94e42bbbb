import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import { buttonName } from './button-name';

describe('buttonName', () => {
  it('reads a seeded Chinese button name in English on English screens', () => {
    expect(buttonName('新增', zh.menuButtons, en.menuButtons)).toBe('Add');
    expect(buttonName('审核通过', zh.menuButtons, en.menuButtons)).toBe('Approve');
    expect(buttonName('驳回', zh.menuButtons, en.menuButtons)).toBe('Send back');
  });

  it('shows a name an administrator gave as stored', () => {
    expect(buttonName('我的按钮', zh.menuButtons, en.menuButtons)).toBe('我的按钮');
  });

  it('changes nothing on Chinese screens (no seeded catalogue there)', () => {
    expect(buttonName('新增', null, zh.menuButtons)).toBe('新增');
  });

  it('has one name per key in both languages, and no Chinese name twice', () => {
    expect(Object.keys(en.menuButtons).sort()).toEqual(Object.keys(zh.menuButtons).sort());
    const names = Object.values(zh.menuButtons);
    expect(new Set(names).size).toBe(names.length);
  });
});

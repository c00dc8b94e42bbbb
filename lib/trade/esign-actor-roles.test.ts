import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import { ACTOR_ROLE_KEYS, actorRoleKey } from './esign-actor-roles';

describe('actorRoleKey', () => {
  it('names each known role, whose Chinese text is the actorId itself and whose English is English', () => {
    for (const [actorId, key] of Object.entries(ACTOR_ROLE_KEYS)) {
      expect(actorRoleKey(actorId)).toBe(key);
      expect(zh.esign.actorRole[key]).toBe(actorId);
      expect(en.esign.actorRole[key]).toMatch(/^Party [A-C]$/);
    }
  });

  it('leaves other actor ids alone', () => {
    expect(actorRoleKey('1123598800060000011')).toBeNull();
    expect(actorRoleKey('toString')).toBeNull();
  });
});

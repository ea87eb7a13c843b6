import { describe, expect, it } from 'vitest';
import { normaliseEmail, splitFullName } from './leads.service.ts';

describe('D8 name and e-mail rules', () => {
  it('matches people by e-mail lower-cased and trimmed', () => {
    expect(normaliseEmail('  Jo.Smith@Example.COM ')).toBe('jo.smith@example.com');
  });

  it('splits the lookbook name into first name and the rest as last name', () => {
    expect(splitFullName('Maria de la Cruz')).toEqual({ firstName: 'Maria', lastName: 'de la Cruz' });
    expect(splitFullName('  Zoë   ')).toEqual({ firstName: 'Zoë', lastName: '' });
    expect(splitFullName('Łukasz  Nowak')).toEqual({ firstName: 'Łukasz', lastName: 'Nowak' });
  });
});

import { describe, expect, it } from 'vitest';
import { withMemberContact } from './member-contact';
import { emptyOrderValues } from './order-form-model';

const member = {
  firstName: '민준',
  lastName: '김',
  englishName: 'Minjun Kim',
  department: '데이터팀',
  chargeJob: '과장',
  loginEmail: 'kim@alpha.co.kr',
  officeTelephoneNumber: '+82 2 1234 5678',
  mobileTelephoneNumber: '',
};

describe('a new order’s contacts', () => {
  it('start from the member’s profile (in Korean the Hangul name, surname first, no space)', () => {
    const v = withMemberContact(emptyOrderValues('NEW', null), member);
    expect(v.contacts.order).toEqual({
      name: '김민준',
      department: '데이터팀',
      position: '과장',
      email: 'kim@alpha.co.kr',
      phone: '+82 2 1234 5678',
    });
    expect(v.contacts.billing).toEqual({});
  });

  it('keep contacts already there', () => {
    const base = emptyOrderValues('NEW', null);
    const filled = { ...base, contacts: { ...base.contacts, order: { name: 'Jane Doe' } } };
    expect(withMemberContact(filled, member).contacts.order).toEqual({ name: 'Jane Doe' });
  });
});

import { describe, expect, it } from 'vitest';
import { parseContacts, retailersFromCards, RETAILER_CARDS_MAX } from './retailer-cards.js';

describe('retailer cards', () => {
  it('reads a group into a retailer with its links and services; coordinates given as text count', () => {
    const [card] = retailersFromCards([
      {
        name: 'Erbil Premium Motors',
        address: '60m Road',
        city: 'Erbil',
        latitude: '36.19',
        longitude: 44.01,
        contact_info: JSON.stringify([{ type: 'phone', icon: 'phone', label: '0750 123 4567', href: 'tel:+9647501234567' }]),
        services: [{ icon: 'wrench', label: 'Service' }, { label: '' }],
      },
    ]);
    expect(card).toMatchObject({ name: 'Erbil Premium Motors', latitude: 36.19, longitude: 44.01, phone: '+9647501234567' });
    expect(card?.services).toEqual([{ icon: 'wrench', label: 'Service' }]);
  });

  it('drops links of other schemes, broken JSON, out-of-range coordinates and groups past 30', () => {
    expect(
      parseContacts([
        { type: 'web', label: 'x', href: 'javascript:alert(1)' },
        { type: 'web', label: 'y', href: '//evil.example' },
        { type: 'email', label: 'Mail', href: 'mailto:a@b.iq' },
      ]),
    ).toEqual([{ type: 'email', icon: '', label: 'Mail', href: 'mailto:a@b.iq' }]);
    expect(parseContacts('{not json')).toEqual([]);
    const [far] = retailersFromCards([{ name: 'A', latitude: 91, longitude: 'east' }]);
    expect(far).toMatchObject({ latitude: null, longitude: null });
    const many = Array.from({ length: 40 }, (_, i) => ({ name: `R${i}` }));
    expect(retailersFromCards(many)).toHaveLength(RETAILER_CARDS_MAX);
  });
});

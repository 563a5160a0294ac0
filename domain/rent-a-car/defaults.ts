/**
 * The catalogue's sample content of the car-rental enquiry block (section 9, "Rent defaults"):
 * three sample cities, daily prices 140 to 189, extras at 200, 50 and 75 with a baby seat of at
 * most 10. The editor's new block starts from these; the demo pages use them with Iraqi cities.
 */
export const SAMPLE_LOCATIONS = {
  locations_list: [
    {
      name_key: 'erbil',
      city_name: 'Erbil',
      point_name: 'Airport',
      address: 'Erbil International Airport',
      coordinates: { lat: 36.2376, lng: 43.9632 },
    },
    {
      name_key: 'sulaymaniyah',
      city_name: 'Sulaymaniyah',
      point_name: 'Salim Street',
      address: 'Salim Street',
      coordinates: { lat: 35.5613, lng: 45.4306 },
    },
    {
      name_key: 'baghdad',
      city_name: 'Baghdad',
      point_name: 'Al Mansour',
      address: '14th of Ramadan Street',
      coordinates: { lat: 33.3152, lng: 44.3661 },
    },
  ],
};

export const SAMPLE_VEHICLES = {
  vehicles_list: [
    {
      image_id: 'suv-c9cac5-studio',
      display_name: 'Discovery Sport',
      nameplate_name: 'Discovery Sport',
      price: { daily: 140 },
      locations: ['erbil', 'sulaymaniyah', 'baghdad'],
      specification: ['7', 'automatic', 'diesel'],
    },
    {
      image_id: 'suv-5e6b4e-studio',
      display_name: 'Defender 110',
      nameplate_name: 'Defender',
      price: { daily: 165 },
      locations: ['erbil', 'baghdad'],
      specification: ['5', 'automatic', 'diesel'],
    },
    {
      image_id: 'suv-1b1c1e-studio',
      display_name: 'Range Rover Sport',
      nameplate_name: 'Range Rover Sport',
      price: { daily: 189 },
      locations: ['unofficial'],
      specification: ['5', 'automatic', 'petrol'],
    },
  ],
};

export const SAMPLE_EXTRAS = {
  items: [
    {
      heading: 'Protection',
      subitems: [
        {
          heading: 'Full insurance',
          price: 200,
          price_string_context: 'once',
          features_list: ['No excess'],
          controller: { type: 'toggler', true_label: 'Added', false_label: 'Add', default: false },
        },
      ],
    },
    {
      heading: 'Equipment',
      subitems: [
        {
          heading: 'Baby seat',
          price: 50,
          price_string_context: 'each',
          features_list: [],
          controller: { type: 'amount', min: 0, max: 10, default: 0 },
        },
        {
          heading: 'Navigation',
          price: 75,
          price_string_context: 'once',
          features_list: [],
          controller: { type: 'toggler', true_label: 'Added', false_label: 'Add', default: false },
        },
      ],
    },
  ],
};

/** The lab's preset of the update checker: a Defender and a Discovery with their model years and two result groups. */
import { updateCheckerMachine } from '../../../../state-machines/update-checker/index.js';
import { presetFor } from '../typed.js';

export const preset = presetFor(updateCheckerMachine, {
  input: () => ({
    mapper: {
      parents: [
        {
          key: 'defender',
          label: 'Defender',
          children: [
            { key: '2021', label: '2021' },
            { key: '2022', label: '2022' },
          ],
        },
        { key: 'discovery', label: 'Discovery', children: [{ key: '2020', label: '2020' }] },
      ],
      groups: [
        { key: 'pivi-pro', matches: [{ parentKey: 'defender', childKeys: ['2021'] }] },
        { key: 'incontrol', matches: [{ parentKey: 'discovery', childKeys: [] }] },
      ],
    },
  }),
  samples: {},
  events: {
    'parent.select': { key: 'defender' },
    'child.select': { key: '2021' },
    'modal.open': { key: 'pivi-pro' },
  },
});

/** The machine lab page's script (dist/machine-lab/lab.js): mounts the lab into #lab. */
import { createRoot } from 'react-dom/client';
import machineModules from 'virtual:lab-machines';
import eventSchemas from 'virtual:lab-event-schemas';
import { labMachinesOf } from '../engine/registry.js';
import { LabApp } from './lab-app.js';

const root = document.getElementById('lab');
if (root) {
  createRoot(root).render(<LabApp machines={labMachinesOf(machineModules)} apiBase={root.dataset.apiBase ?? ''} schemas={eventSchemas} />);
}

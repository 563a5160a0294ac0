export declare const VIRTUAL_ID: string;
export declare function machineFolders(root: string): string[];
export declare function machinesModule(root: string): string;
export declare function labMachines(root?: string): { name: string };

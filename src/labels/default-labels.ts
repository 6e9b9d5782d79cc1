/**
 * The default label catalog every account starts with (and gets back at start-up when its label set
 * is empty), in this order, each with its standard (Material 500) color.
 */
export const DEFAULT_LABELS: ReadonlyArray<{ name: string; color: string }> = [
  { name: 'Production issue', color: '#F44336' },
  { name: 'Testing', color: '#9C27B0' },
  { name: 'Prototyping', color: '#FF9800' },
  { name: 'Planning', color: '#3F51B5' },
  { name: 'Programming', color: '#4CAF50' },
  { name: 'Debugging', color: '#E91E63' },
  { name: 'Communication', color: '#03A9F4' },
  { name: 'Meeting', color: '#FFC107' },
];

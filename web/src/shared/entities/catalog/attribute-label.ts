import type { AttributeLabels } from '@gamelot/contract/schemas/catalog';

/**
 * What the screen shows for a product attribute's name or list value (docs/ARCHITECTURE.md "Texts as
 * codes"): its label in the interface's language as the server sent it, else the key itself (the
 * keys are English). Only the shown text changes: the key is what offers store and filters send.
 */
export function attributeLabel(labels: AttributeLabels | undefined, key: string): string {
  return labels !== undefined && Object.hasOwn(labels, key) ? labels[key]! : key;
}

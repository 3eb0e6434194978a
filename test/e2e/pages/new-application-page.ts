import type { EntityType } from '$shared/entity-types';
import { BasePage } from './base-page';
import { EditorPage } from './editor-page';
import { startsWith, text } from '../support/texts';

/** "What kind of business is the merchant?": one button per entity type. */
export class NewApplicationPage extends BasePage {
  async open(): Promise<void> {
    await this.shell.navigate('nav.new', text('new.title', this.language));
  }

  /** Chooses the type; the app creates the draft and opens it on its first step. */
  async choose(type: EntityType): Promise<EditorPage> {
    const typeName = text(`entity.${type}`, this.language);
    await this.page.getByRole('button', { name: startsWith(typeName) }).click();
    await this.page.getByRole('heading', { level: 1, name: text('editor.titleNew', this.language, { type: typeName }) }).waitFor();
    return new EditorPage(this.page, type, this.language);
  }
}

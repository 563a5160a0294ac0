/**
 * Entry of the editor bundle (dist/editor/, real React; rollup.config.mjs). The server's shell
 * (server/render/account/editor-shell.tsx) gives the mount point with its language, area
 * (cms | admin | stock) and CSRF token as data-* attributes.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { toLanguage } from '../../domain/languages.js';
import { AdminApp } from '../admin/admin-app.js';
import { createFormsApi } from '../admin/forms-api.js';
import { stockStrings } from '../admin/stock-i18n.js';
import { StockScreen } from '../admin/stock-screen.js';
import { createEditorApi } from '../editor-kit/api-client.js';
import { EditorApp } from './editor-app.js';
import { editorStrings } from '../editor-kit/editor-i18n.js';

const root = document.getElementById('cms-root');
if (root) {
  const language = toLanguage(root.dataset.lang);
  const strings = editorStrings(language);
  const api = createEditorApi({ csrfToken: root.dataset.csrf ?? '' });
  createRoot(root).render(
    <StrictMode>
      {root.dataset.area === 'admin' ? (
        <AdminApp strings={strings} api={api} formsApi={createFormsApi({ csrfToken: root.dataset.csrf ?? '' })} language={language} />
      ) : root.dataset.area === 'stock' ? (
        <div className="cms-admin">
          <StockScreen s={stockStrings(language)} api={api} language={language} />
        </div>
      ) : (
        <EditorApp language={language} strings={strings} api={api} />
      )}
    </StrictMode>,
  );
}

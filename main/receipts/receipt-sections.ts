import { feeUnitOf } from '$shared/fees/fee-units';
import { feeMarkets, feeName, feeTypes } from '$shared/fees/fee-words';
import { type Html, html } from './html';
import { qrContent, qrSvg } from './qr';
import type { ReceiptData, ReceiptProcessingFee } from './receipt-data';
import type { ReceiptNotice } from './receipt-notices';
import type { ReceiptWords } from './receipt-i18n';

/** What every section needs: the data, the words of the chosen language, and the layout. */
export interface SectionContext {
  data: ReceiptData;
  w: ReceiptWords;
  roll: boolean;
}

const fact = (label: Html | string, value: Html | string, className?: string) =>
  html`<div${className ? html` class="${className}"` : ''}><dt>${label}</dt><dd>${value}</dd></div>`;

/**
 * The preview is on screen before anything is printed, so it says "Prepared"; the same document
 * on paper (the browser prints the preview itself) says "Printed".
 */
const onScreenOrPaper = (screen: Html | string, paper: Html | string) =>
  html`<span class="on-screen">${screen}</span><span class="on-paper">${paper}</span>`;

const idText = (id: number) => html`<span class="id">${String(id)}</span>`;

export function merchantSection({ data, w }: SectionContext): Html {
  const identity = data.identity;
  return html`<section class="merchant">
    <h2>${w.t('merchant')}</h2>
    <dl class="facts">
      ${fact(w.t('legalName'), data.legalName)} ${fact(w.t('entityType'), w.entityType(data.entityType))}
      ${
        identity?.kind === 'companyNumber'
          ? fact(w.t(data.entityType === 'other' ? 'organisationNumber' : 'companyNumber'), html`<span class="id">${identity.value}</span>`)
          : ''
      }
      ${identity?.kind === 'nationalId' ? fact(w.t('nationalId'), html`<span class="id">${identity.masked}</span>`) : ''}
      ${data.merchantId !== null ? fact(w.t('merchantId'), idText(data.merchantId), 'merchant-id') : ''}
    </dl>
  </section>`;
}

export function detailsSection({ data, w }: SectionContext, printedAt: string): Html {
  const submitted = data.document === 'submitted';
  return html`<section class="details">
    <h2>${w.t('details')}</h2>
    <dl class="facts">
      ${fact(submitted ? w.t('submittedAt') : w.t('receivedAt'), w.dateTime(data.at))}
      ${fact(onScreenOrPaper(w.t('preparedAt'), w.t('printedAt')), printedAt)}
      ${fact(w.t('agent'), data.agentName || html`<i>${w.t('notGiven')}</i>`)}
    </dl>
  </section>`;
}

/** The QR code holds the merchant ID only (R4); a pending receipt has none. */
export function qrBlock({ data, w }: SectionContext): Html {
  if (data.merchantId === null) return html``;
  const id = String(data.merchantId);
  return html`<div class="qr-block">
    ${qrSvg(qrContent(data.merchantId), w.t('qrLabel', { id }))}
    <p class="qr-caption">${w.t('merchantId')}</p>
    <p class="id">${id}</p>
  </div>`;
}

export function storesSection({ data, w, roll }: SectionContext): Html {
  const withIds = data.document === 'submitted';
  if (roll) {
    const stores = data.stores.map(
      (store) =>
        html`<div class="store">
          <p class="store-name">${store.name}</p>
          ${
            withIds
              ? html`<dl class="facts">
                  ${fact(w.t('agreementId'), store.agreementId === null ? '' : idText(store.agreementId))}
                  ${fact(w.t('terminalId'), store.terminalId === null ? '' : idText(store.terminalId))}
                </dl>`
              : ''
          }
        </div>`,
    );
    return html`<section class="stores">
      <h2>${w.t('stores')}</h2>
      ${stores}
    </section>`;
  }
  const rows = data.stores.map(
    (store) =>
      html`<tr>
        <td>${store.name}</td>
        ${
          withIds
            ? html`<td class="num">${store.agreementId === null ? '' : idText(store.agreementId)}</td>
                <td class="num">${store.terminalId === null ? '' : idText(store.terminalId)}</td>`
            : ''
        }
      </tr>`,
  );
  const head = withIds
    ? html`<tr>
        <th>${w.t('store')}</th>
        <th class="num">${w.t('agreementId')}</th>
        <th class="num">${w.t('terminalId')}</th>
      </tr>`
    : html`<tr>
        <th>${w.t('store')}</th>
      </tr>`;
  return html`<section class="stores">
    <h2>${w.t('stores')}</h2>
    <table>
      <thead>
        ${head}
      </thead>
      <tbody>
        ${rows}
      </tbody>
    </table>
  </section>`;
}

export function feesSection({ data, w, roll }: SectionContext): Html {
  const dash = '—';
  // On the roll, short column heads leave the fee names room on one line.
  const fixedHead = w.t(roll ? 'fixedShort' : 'fixedAmount');
  const percentHead = w.t(roll ? 'percentageShort' : 'percentage');
  const charges = data.serviceCharges.length
    ? html`<table>
        <thead>
          <tr>
            <th>${w.t('fee')}</th>
            <th class="num">${fixedHead}</th>
            <th class="num">${percentHead}</th>
          </tr>
        </thead>
        <tbody>
          ${data.serviceCharges.map(
            (fee) =>
              html`<tr>
                <td>${feeName(fee.name, w.language)}</td>
                <td class="num">${fee.fixedValue === null ? dash : w.fee(fee.fixedValue, 'amount')}</td>
                <td class="num">${fee.percentageValue === null ? dash : w.fee(fee.percentageValue, 'percent')}</td>
              </tr>`,
          )}
        </tbody>
      </table>`
    : html`<p class="none">${w.t('noServiceCharges')}</p>`;
  // Absent agreed processing fees are said so in words, never filled in from the settings (R5).
  // A4 gives each fee one line, its markets and types in a column of their own, so a receipt for
  // one store fits one page; the roll's narrow band puts them under the name.
  const processing = data.processingFees.length
    ? html`<table class="processing">
        <thead>
          <tr>
            <th>${w.t('fee')}</th>
            ${roll ? '' : html`<th>${w.t('scope')}</th>`}
            <th class="num">${w.t('value')}</th>
          </tr>
        </thead>
        <tbody>
          ${data.processingFees.map(
            (fee) =>
              html`<tr>
                ${
                  roll
                    ? html`<td>${feeName(fee.name, w.language)}<span class="sub">${processingFeeScope(fee, w)}</span></td>`
                    : html`<td>${feeName(fee.name, w.language)}</td>
                        <td class="scope">${processingFeeScope(fee, w)}</td>`
                }
                <td class="num">${w.fee(fee.value, feeUnitOf(fee.valueType))}</td>
              </tr>`,
          )}
        </tbody>
      </table>`
    : html`<p class="none">${w.t('noProcessingFees')}</p>`;
  return html`<section class="fees">
    <h2>${w.t('fees')}</h2>
    <h3>${w.t('serviceCharges')}</h3>
    ${charges}
    <h3>${w.t('processingFees')}</h3>
    ${processing}
  </section>`;
}

/** Markets and types in the receipt's language; the `valueType` code is printed only as the value's unit. */
function processingFeeScope(fee: ReceiptProcessingFee, w: ReceiptWords): string {
  return [feeMarkets(fee.markets, w.language), feeTypes(fee.types, w.language)].filter(Boolean).join(' · ');
}

export function bankSection({ data, w }: SectionContext): Html {
  if (data.bank === null) return html``;
  return html`<section class="bank">
    <h2>${w.t('bankAccount')}</h2>
    <dl class="facts">
      ${data.bank.bankName ? fact(w.t('bank'), data.bank.bankName) : ''}
      ${fact(w.t('iban'), html`<span class="id">${data.bank.ibanMasked}</span>`)}
    </dl>
  </section>`;
}

/** Notices, worded like the app's; nothing when there are none. */
export function noticesSection({ data, w }: SectionContext): Html {
  if (data.notices.length === 0) return html``;
  return html`<section class="notices">
    <h2>${w.t('notices')}</h2>
    <ul>
      ${data.notices.map((item) => html`<li>${noticeText(item, w)}</li>`)}
    </ul>
  </section>`;
}

function noticeText(item: ReceiptNotice, w: ReceiptWords): string {
  switch (item.code) {
    case 'kennitala_unverifiable':
      return w.t('noticeKennitalaUnverifiable');
    case 'iban_holder_differs':
      return w.t(item.party === 'applicant' ? 'noticeIbanHolderApplicant' : 'noticeIbanHolderCompany', { holder: item.holderMasked });
  }
}

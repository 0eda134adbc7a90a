/** A send as the fake recorded it. */
export interface FakeMessage {
  /** The wamid it answered with. */
  id: string;
  phoneNumberId: string;
  /** `to` exactly as the client sent it. */
  to: string;
  type: 'text' | 'template';
  /** text.body of a text message. */
  text?: string;
  /** The template of a template message. */
  template?: { name: string; language: string; parameters: string[] };
  receivedAt: string;
}

/** Every call to the messages endpoint, whatever the answer (`status` 0: it was left hanging). */
export interface FakeRequest {
  phoneNumberId: string;
  to: string | null;
  status: number;
  receivedAt: string;
  body: unknown;
}

export type ParsedSend =
  | { ok: true; message: Omit<FakeMessage, 'id' | 'phoneNumberId' | 'receivedAt'> }
  | { ok: false; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a messages request body the way the Cloud API does (the parts this project uses). */
export function parseSendBody(body: unknown): ParsedSend {
  if (!isObject(body)) return { ok: false, message: '(#100) Invalid parameter' };
  if (body.messaging_product !== 'whatsapp') {
    return { ok: false, message: '(#100) The parameter messaging_product is required.' };
  }
  if (typeof body.to !== 'string' || !/^\+?\d{7,15}$/.test(body.to)) {
    return { ok: false, message: '(#100) Invalid parameter: to' };
  }
  const type = body.type ?? 'text';
  if (type === 'text') {
    const text = isObject(body.text) ? body.text.body : undefined;
    if (typeof text !== 'string' || text.trim() === '') {
      return { ok: false, message: "(#100) Param text['body'] is required" };
    }
    if (text.length > 4096)
      return { ok: false, message: "(#100) Param text['body'] must be at most 4096 characters long" };
    return { ok: true, message: { to: body.to, type: 'text', text } };
  }
  if (type === 'template') {
    const template = body.template;
    const name = isObject(template) ? template.name : undefined;
    const language = isObject(template) && isObject(template.language) ? template.language.code : undefined;
    if (typeof name !== 'string' || typeof language !== 'string') {
      return {
        ok: false,
        message: "(#100) Param template['name'] and template['language']['code'] are required",
      };
    }
    const parameters: string[] = [];
    const components = isObject(template) && Array.isArray(template.components) ? template.components : [];
    for (const component of components) {
      if (!isObject(component) || !Array.isArray(component.parameters)) continue;
      for (const parameter of component.parameters) {
        if (!isObject(parameter) || typeof parameter.text !== 'string') continue;
        // The Cloud API refuses new lines, tabs and runs of more than 4 spaces in template parameters.
        if (/[\n\t]| {5,}/.test(parameter.text)) {
          return { ok: false, message: '(#132018) There was an issue with the parameters in your template.' };
        }
        parameters.push(parameter.text);
      }
    }
    return { ok: true, message: { to: body.to, type: 'template', template: { name, language, parameters } } };
  }
  return { ok: false, message: '(#100) Param type must be one of {TEXT, TEMPLATE, IMAGE, ...}' };
}

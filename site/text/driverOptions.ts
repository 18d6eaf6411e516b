/** Strings of the option tables of driver pages, in both languages; components import only the sections they show. */
export const driverOptionsText = {
  en: { option: 'Option', type: 'Type', required: 'Required', default: 'Default', description: 'Description', yes: 'Yes', no: 'No', none: 'none' },
  zh: { option: '选项', type: '类型', required: '必填', default: '默认值', description: '说明', yes: '是', no: '否', none: '无' },
} as const;

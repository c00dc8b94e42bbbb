import type { ZipEntry } from './zip';
import type { TableColumn } from './table-columns';
import { camel } from './naming';
import type { GenModel } from './gen-model';
import { javaType } from './java-files';

/** Columns a screen never edits: keys, tenant and BaseEntity's audit columns. */
const HIDDEN = new Set([
  'id',
  'tenant_id',
  'create_user',
  'create_dept',
  'create_time',
  'update_user',
  'update_time',
  'status',
  'is_deleted',
]);
const formColumns = (model: GenModel) => model.columns.filter((column) => !HIDDEN.has(column.name) && !column.primaryKey);
const required = (column: TableColumn) => column.notNull;
/** The service segment of the gateway path: blade-tradePort → tradePort. */
const serviceDir = (model: GenModel) => model.serviceName.replace(/^blade-/, '') || 'modules';
const apiBase = (model: GenModel) => `/api/${model.serviceName}/${model.names.path}`;

function saberApi(model: GenModel): string {
  const base = apiBase(model);
  return `import request from '@/router/axios';

export const getList = (current, size, params) => request({ url: '${base}/list', method: 'get', params: { ...params, current, size } });

export const getDetail = (id) => request({ url: '${base}/detail', method: 'get', params: { id } });

export const remove = (ids) => request({ url: '${base}/remove', method: 'post', params: { ids } });

export const add = (row) => request({ url: '${base}/submit', method: 'post', data: row });

export const update = (row) => request({ url: '${base}/submit', method: 'post', data: row });
`;
}

function saberColumn(column: TableColumn, index: number): string {
  const prop = camel(column.name);
  const type = javaType(column);
  const extra =
    type === 'Date'
      ? `\n              type: "datetime",\n              format: "yyyy-MM-dd HH:mm:ss",\n              valueFormat: "yyyy-MM-dd HH:mm:ss",`
      : type === 'Integer' || type === 'BigDecimal'
        ? '\n              type: "number",'
        : '';
  const rules = required(column)
    ? `\n              rules: [{\n                required: true,\n                message: "请输入${prop}",\n                trigger: "blur"\n              }]`
    : '';
  return `            {\n              label: "${prop}",\n              prop: "${prop}",${extra}${index < 2 ? '\n              search: true,' : ''}${rules}\n            }`;
}

function saberVue(model: GenModel): string {
  const { names } = model;
  const columns = formColumns(model).map(saberColumn).join(',\n');
  return `<template>
  <basic-container>
    <avue-crud :option="option" :table-loading="loading" :data="data" :page.sync="page" :permission="permissionList"
               v-model="form" ref="crud" @row-update="rowUpdate" @row-save="rowSave" @row-del="rowDel"
               @search-change="searchChange" @search-reset="searchReset" @selection-change="selectionChange"
               @current-change="currentChange" @size-change="sizeChange" @refresh-change="refreshChange" @on-load="onLoad">
      <template slot="menuLeft">
        <el-button type="danger" size="small" icon="el-icon-delete" plain v-if="permission.${names.path}_delete" @click="handleDelete">删 除</el-button>
      </template>
    </avue-crud>
  </basic-container>
</template>

<script>
  import {getList, remove, update, add} from "@/api/${serviceDir(model)}/${names.path}";
  import {mapGetters} from "vuex";

  // ${model.codeName} (${model.table}), generated from the table's columns.
  export default {
    data() {
      return {
        form: {},
        query: {},
        loading: true,
        page: {pageSize: 10, currentPage: 1, total: 0},
        selectionList: [],
        option: {
          height: 'auto',
          calcHeight: 30,
          tip: false,
          searchShow: true,
          searchMenuSpan: 6,
          border: true,
          index: true,
          viewBtn: true,
          selection: true,
          dialogClickModal: false,
          column: [
${columns}
          ]
        },
        data: []
      };
    },
    computed: {
      ...mapGetters(["permission"]),
      permissionList() {
        return {
          addBtn: this.vaildData(this.permission.${names.path}_add, false),
          viewBtn: this.vaildData(this.permission.${names.path}_view, false),
          delBtn: this.vaildData(this.permission.${names.path}_delete, false),
          editBtn: this.vaildData(this.permission.${names.path}_edit, false)
        };
      },
      ids() {
        return this.selectionList.map(ele => ele.id).join(",");
      }
    },
    methods: {
      rowSave(row, done, loading) {
        add(row).then(() => {
          this.onLoad(this.page);
          this.$message({type: "success", message: "操作成功!"});
          done();
        }, () => loading());
      },
      rowUpdate(row, index, done, loading) {
        update(row).then(() => {
          this.onLoad(this.page);
          this.$message({type: "success", message: "操作成功!"});
          done();
        }, () => loading());
      },
      rowDel(row) {
        this.$confirm("确定将选择数据删除?", {confirmButtonText: "确定", cancelButtonText: "取消", type: "warning"})
          .then(() => remove(row.id))
          .then(() => {
            this.onLoad(this.page);
            this.$message({type: "success", message: "操作成功!"});
          });
      },
      handleDelete() {
        if (this.selectionList.length === 0) {
          this.$message.warning("请选择至少一条数据");
          return;
        }
        this.$confirm("确定将选择数据删除?", {confirmButtonText: "确定", cancelButtonText: "取消", type: "warning"})
          .then(() => remove(this.ids))
          .then(() => {
            this.onLoad(this.page);
            this.$message({type: "success", message: "操作成功!"});
            this.$refs.crud.toggleSelection();
          });
      },
      searchReset() {
        this.query = {};
        this.onLoad(this.page);
      },
      searchChange(params, done) {
        this.query = params;
        this.page.currentPage = 1;
        this.onLoad(this.page, params);
        done();
      },
      selectionChange(list) {
        this.selectionList = list;
      },
      currentChange(currentPage) {
        this.page.currentPage = currentPage;
      },
      sizeChange(pageSize) {
        this.page.pageSize = pageSize;
      },
      refreshChange() {
        this.onLoad(this.page, this.query);
      },
      onLoad(page, params = {}) {
        this.loading = true;
        getList(page.currentPage, page.pageSize, Object.assign(params, this.query)).then(res => {
          const data = res.data.data;
          this.page.total = data.total;
          this.data = data.records;
          this.loading = false;
        });
      }
    }
  };
</script>
`;
}

/** Our own definition (lib/resources/define-resource.ts) of the same table, fields from its columns. */
function resourceDefinition(model: GenModel): string {
  const used = new Set<string>();
  const field = (column: TableColumn, index: number) => {
    const prop = camel(column.name);
    const type = javaType(column);
    const options: string[] = [];
    if (required(column)) options.push('required: true');
    const kind =
      type === 'Date'
        ? 'datetime'
        : type === 'BigDecimal'
          ? /amount|price|fee|money/i.test(column.name)
            ? 'money'
            : 'number'
          : type === 'Integer' || type === 'Long'
            ? 'number'
            : /remark|content|description/i.test(column.name)
              ? 'textarea'
              : 'text';
    if (kind === 'text' && index < 2) options.push('search: true');
    if (kind === 'text' || kind === 'textarea') options.push('max: 255');
    used.add(kind);
    return `    ${prop}: ${kind}(${options.length ? `{ ${options.join(', ')} }` : ''}),`;
  };
  const fields = formColumns(model).map(field);
  const audit = model.columns.some((column) => column.name === 'create_time');
  if (audit) used.add('auditFields');
  const imports = [...used].sort().join(', ');
  return `import { defineResource } from '../define-resource';
import { ${imports} } from '../fields';

// ${model.codeName} (${model.table}): generated from the table's columns by the code generator.
export const ${model.names.variable} = defineResource({
  name: '${model.names.path}',
  menuPath: '/${serviceDir(model)}/${model.names.path}',
  api: '/${model.serviceName}/${model.names.path}',
  fields: {
${fields.join('\n')}${audit ? '\n    ...auditFields(),' : ''}
  },
});
`;
}

/** The Saber page and API module, and our resource definition, under `<root>/web/…` and `<root>/tradeport/…`. */
export function webFiles(model: GenModel, root: string): ZipEntry[] {
  const dir = serviceDir(model);
  return [
    { name: `${root}/web/src/api/${dir}/${model.names.path}.js`, content: saberApi(model) },
    { name: `${root}/web/src/views/${dir}/${model.names.path}.vue`, content: saberVue(model) },
    { name: `${root}/tradeport/lib/resources/${dir}/${model.names.path}.ts`, content: resourceDefinition(model) },
  ];
}
